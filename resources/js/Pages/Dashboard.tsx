import { Head, router, usePage } from '@inertiajs/react';
import { route } from '@contracts/routes';

/** Dashboard (back-office §2 "Staff panel"): 'Panel GTCars'. */
export default function Dashboard() {
  const { auth } = usePage().props;
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <Head title="Panel" />
      <h1 className="text-2xl font-semibold">Panel GTCars</h1>
      <p className="mt-2 text-muted">{auth.user?.name}</p>
      <button type="button" className="mt-6 underline" onClick={() => router.post(route('logout'))}>
        Log Out
      </button>
    </main>
  );
}
