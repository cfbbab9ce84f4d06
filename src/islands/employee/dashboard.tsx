import { PageHeader } from '../shared/ui/page-header';

export default function Dashboard() {
  return <PageHeader eyebrow="Overview" title="Dashboard" description="Today at the gallery." />;
}
