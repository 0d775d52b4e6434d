import {
  BarChart3,
  Bot,
  Calendar,
  CalendarX,
  EyeOff,
  Globe,
  Languages,
  Share2,
  Smartphone,
  Sparkles,
  Target,
  TrendingDown,
  type LucideIcon,
} from 'lucide-react';

/** The icon keys of the vertical content modules, drawn with lucide. */
const icons: Record<string, LucideIcon> = {
  bot: Bot,
  calendar: Calendar,
  languages: Languages,
  'trending-down': TrendingDown,
  'eye-off': EyeOff,
  'calendar-x': CalendarX,
  'bar-chart': BarChart3,
  globe: Globe,
  smartphone: Smartphone,
  share: Share2,
  target: Target,
};

export function FeatureIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
