// Pictures whose orientation means something keep it in a right-to-left page: time runs left to
// right on every axis, data flows left to right across the network, and the phase plot's axes
// stay where the lesson text says they are (as PhET keeps its scenes). The wrapper draws no box of
// its own (display: contents), so the layout around it is unchanged.
import type { ReactNode } from 'react';
import './keepLtr.css';

export function KeepLtr({ children }: { children: ReactNode }) {
  return (
    <div dir="ltr" className="keep-ltr">
      {children}
    </div>
  );
}
