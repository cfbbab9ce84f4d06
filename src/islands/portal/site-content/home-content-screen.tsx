import type { BuiltInImage } from '#src/islands/portal/media/media-picker';
import type { Area } from '#src/islands/portal/area';
import { PageHeader } from '#src/islands/ui/page-header';
import { HeroEditor } from './hero-editor';
import { PromoEditor } from './promo-editor';

/** The home page's editable blocks: the hero slides and the promo banner, each published on its own. */
export default function HomeContentScreen({ area, art }: { area: Area; art: readonly BuiltInImage[] }) {
  return (
    <>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Content'}
        title="Home Page"
        description="The hero slides and the promotional banner. Edits are a draft until published; each publish keeps a version you can restore."
      />
      <div className="grid gap-10">
        <HeroEditor art={art} />
        <PromoEditor />
      </div>
    </>
  );
}
