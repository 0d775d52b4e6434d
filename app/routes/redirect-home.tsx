import { redirect } from 'react-router';

/** Spec §2.1: any other path redirects to /, replacing the history entry. */
export function loader() {
  return redirect('/', 302);
}

export default function RedirectHome() {
  return null;
}
