/**
 * Spec §3 service options of the appointment form. The label, not the id, is what the
 * form sends and what an appointment stores.
 */
export const SERVICE_OPTIONS = [
  { id: 'branding', label: 'Branding & Logo Design' },
  { id: 'digital-marketing', label: 'Digital Marketing' },
  { id: 'web-development', label: 'Web Design & Development' },
  { id: 'ai-chatbots', label: 'AI & Chatbots' },
  { id: 'influencer-marketing', label: 'Influencer Marketing' },
  { id: 'video-production', label: 'Video Production' },
  { id: 'custom-software', label: 'Custom Software Development' },
  { id: 'mobile-app', label: 'Mobile App Development' },
  { id: 'cloud-solutions', label: 'Cloud Solutions' },
] as const;

type ServiceOption = (typeof SERVICE_OPTIONS)[number];
export type ServiceLabel = ServiceOption['label'];

export const SERVICE_LABELS: readonly ServiceLabel[] = SERVICE_OPTIONS.map((s) => s.label);

export function isServiceLabel(value: string): value is ServiceLabel {
  return (SERVICE_LABELS as readonly string[]).includes(value);
}
