import '../css/app.css';
import { createInertiaApp } from '@inertiajs/react';
import { pageTitle, progressOptions, resolvePage } from '@/lib/inertia-config';

void createInertiaApp({
  resolve: resolvePage,
  title: pageTitle,
  progress: progressOptions,
});
