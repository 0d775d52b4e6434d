/** Spec §1 marketing claims. */
export const STATS = [
  { value: '500+', label: 'Projects Completed' },
  { value: '250+', label: 'Happy Clients' },
  { value: '50+', label: 'Team Members' },
  { value: '5+', label: 'Years Experience' },
] as const;
