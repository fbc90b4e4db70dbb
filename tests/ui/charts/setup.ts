// Shared set-up for the chart component tests (imported by each jsdom test file): unmount what a
// test rendered, since Vitest runs without globals and Testing Library cannot register this itself.
/// <reference lib="dom" />
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
