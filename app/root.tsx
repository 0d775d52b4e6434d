import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from 'react-router';
import type { Route } from './+types/root';
import { useNonce } from './components/nonce.tsx';
import './app.css';

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicUrl };
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? 'The page you are looking for does not exist.'
          : 'Please try again in a moment.'}
      </p>
      <a className="mt-8 inline-block text-brand-700 underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
