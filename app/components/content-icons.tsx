import {
  BarChart3,
  Bot,
  Calendar,
  CalendarCheck,
  CalendarX,
  Camera,
  Clapperboard,
  Cloud,
  Code,
  Cpu,
  Dumbbell,
  EyeOff,
  Flower2,
  Globe,
  GraduationCap,
  HeartPulse,
  Landmark,
  Languages,
  LayoutTemplate,
  Megaphone,
  Palette,
  PawPrint,
  PhoneCall,
  Plane,
  Share2,
  Shirt,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingDown,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';

/**
 * The site's one icon set: the icon keys of common/content mapped to lucide icons,
 * all drawn with lucide's stroke (2 on 24) in the colour of their text; unknown keys fall
 * back to Sparkles.
 */
const icons: Record<string, LucideIcon> = {
  palette: Palette,
  megaphone: Megaphone,
  code: Code,
  bot: Bot,
  users: Users,
  video: Video,
  cpu: Cpu,
  smartphone: Smartphone,
  cloud: Cloud,
  calendar: Calendar,
  share: Share2,
  target: Target,
  layout: LayoutTemplate,
  sparkles: Sparkles,
  phone: PhoneCall,
  'calendar-check': CalendarCheck,
  globe: Globe,
  cart: ShoppingCart,
  graduation: GraduationCap,
  shirt: Shirt,
  plane: Plane,
  landmark: Landmark,
  paw: PawPrint,
  dumbbell: Dumbbell,
  heart: HeartPulse,
  flower: Flower2,
  clapper: Clapperboard,
  'bar-chart': BarChart3,
  camera: Camera,
  languages: Languages,
  'trending-down': TrendingDown,
  'eye-off': EyeOff,
  'calendar-x': CalendarX,
};

/** Colours of an icon badge, by the surface it sits on. */
const BADGE_TONES = {
  /** On white or light grey. */
  light: 'bg-brand-50 text-brand-700',
  /** On a light tinted section: a white tile. */
  white: 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200',
  /** The emphasised cards of a grid. */
  solid: 'bg-gradient-to-br from-brand-600 to-violet-600 text-white',
  /** On the dark (ink) sections. */
  dark: 'bg-white/10 text-white ring-1 ring-white/15',
} as const;

/**
 * An icon of the set in its badge: the one size, corner and icon size every card of the
 * site uses, in one of four tones (one consistent icon set).
 */
export function IconBadge({
  name,
  tone = 'light',
  className = '',
}: {
  name: string;
  tone?: keyof typeof BADGE_TONES;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-2xl ${BADGE_TONES[tone]} ${className}`}
    >
      <ContentIcon name={name} className="size-6" />
    </span>
  );
}

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
