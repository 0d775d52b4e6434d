import type { ReactNode } from 'react';
import { site } from '../../../common/site.ts';

/** The card of the signed-out admin screens (sign in, forgot and reset password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{site.name}</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}
