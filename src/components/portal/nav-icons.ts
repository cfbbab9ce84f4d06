import {
  Activity,
  BarChart3,
  CalendarDays,
  Car,
  ExternalLink,
  Images,
  LayoutDashboard,
  LineChart,
  Link2,
  LogOut,
  MessageSquareQuote,
  Receipt,
  Settings,
  Star,
  Mail,
  Inbox,
  Newspaper,
  CircleHelp,
  ConciergeBell,
  GalleryHorizontalEnd,
  House,
  FileText,
  KeyRound,
  Users,
} from 'lucide-react';

/** Icons a portal nav item may name (rendered on the server; no JS shipped for them). */
export const NAV_ICONS = {
  dashboard: LayoutDashboard,
  inventory: Car,
  inquiries: Mail,
  customers: Users,
  appointments: CalendarDays,
  testimonials: MessageSquareQuote,
  media: Images,
  sales: Receipt,
  reports: BarChart3,
  analytics: LineChart,
  settings: Settings,
  activity: Activity,
  marketing: Link2,
  outbox: Inbox,
  integrations: KeyRound,
  journal: Newspaper,
  faq: CircleHelp,
  home: House,
  services: ConciergeBell,
  gallery: GalleryHorizontalEnd,
  pages: FileText,
  star: Star,
  website: ExternalLink,
  signOut: LogOut,
} as const;
export type NavIcon = keyof typeof NAV_ICONS;

export type NavItem = {
  href: string;
  label: string;
  icon: NavIcon;
  /** Active only on an exact path match (a dashboard at the area's root). */
  exact?: boolean;
  /** Other paths that show this item as active (a screen reachable at two addresses). */
  alsoActiveOn?: string[];
  /** Items waiting on this screen (appointment requests to answer), shown beside the label when above 0. */
  count?: { value: number; label: string };
};

/** True when `path` is this item's page or one below it. */
export function isActive(item: NavItem, path: string): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  if (item.alsoActiveOn?.includes(clean)) return true;
  return item.exact ? clean === item.href : clean === item.href || clean.startsWith(`${item.href}/`);
}
