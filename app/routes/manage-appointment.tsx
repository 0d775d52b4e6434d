import { data, isRouteErrorResponse, Link, useLoaderData } from 'react-router';
import {
  MANAGE_LINK_INVALID_MESSAGE,
  manageTokenSchema,
} from '../../common/schemas/manage-appointment.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { ManagePanel, type ManagePanelMark } from '../features/manage-appointment/manage-panel.tsx';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/manage-appointment';

/** The visitor's appointment behind the secret of the e-mailed link (never indexed). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = params.token;
  if (!manageTokenSchema.safeParse(token).success) {
    throw data({ message: MANAGE_LINK_INVALID_MESSAGE }, { status: 404 });
  }
  try {
    const appointment = await context.services.booking.findForVisitor(token);
    return data({ token, appointment }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    // The service's sentence: an unknown link, or one that expired a day after the visit.
    if ((error as { code?: string } | null)?.code === 'not_found') {
      throw data({ message: (error as Error).message }, { status: 404 });
    }
    throw error;
  }
}

/**
 * Sent as islands (ADR 063): the panel is the page's own island, and what it is built from
 * (the link's token and the appointment the loader found) is on its mark.
 */
export const handle = { islands: true };

export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Your Appointment',
    description: 'See, cancel or move your free consultation.',
    path: '/appointment',
    origin: originFrom(matches),
    noindex: true,
  });
}

export default function ManageAppointmentPage() {
  const { token, appointment } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="mb-8 text-4xl font-bold text-slate-900">Your Appointment</h1>
      <Island
        name="manage-appointment"
        when="visible"
        param={JSON.stringify({ token, appointment } satisfies ManagePanelMark)}
      >
        <ManagePanel token={token} initial={appointment} />
      </Island>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? error.data.message
      : 'Something went wrong. Please try again.';
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="mb-6 text-4xl font-bold text-slate-900">Your Appointment</h1>
      <p className="text-slate-700">{message}</p>
      <p className="mt-6">
        <Link to="/" className="font-semibold text-blue-700 underline">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
