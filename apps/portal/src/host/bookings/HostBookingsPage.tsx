// /app/host/trips/:id/bookings on its own, until the trip workspace hosts the tab (the lead wires it at merge).
import { useParams } from 'wouter';
import { HostBookingsTab } from './HostBookingsTab.js';
import './host-bookings.css';

export function HostBookingsPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <>
      <h1>Bookings</h1>
      <HostBookingsTab tripId={id} />
    </>
  );
}
