// Traveler Information (MBK-009, MBK-010): name, age, gender and email of each traveler, the primary marked.
import { travelerInformationRows, tripToday } from '@caravan/domain';
import { Badge, Cell, Column, Row, Table, TableBody, TableHeader } from '@caravan/ui';
import { useTrip } from '../../shell/TripContext.js';

export function TravelerInformation() {
  const { trip, booking } = useTrip();
  if (!booking) return null;
  return <TravelerInformationTable trip={trip} booking={booking} now={new Date()} />;
}

/** The section for a booking at an instant: ages as of the trip's today (its place's date, decision 038). */
export function TravelerInformationTable(props: {
  trip: { readonly timeZone: string };
  booking: Parameters<typeof travelerInformationRows>[0];
  now: Date;
}) {
  const rows = travelerInformationRows(props.booking, tripToday(props.trip, props.now));
  return (
    <section className="tv-Section" aria-labelledby="mb-travelers">
      <div className="tv-Section-head">
        <h2 id="mb-travelers" className="tv-SectionTitle">
          Traveler Information
        </h2>
      </div>
      <Table aria-labelledby="mb-travelers">
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Age</Column>
          <Column>Gender</Column>
          <Column>Email</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row id={row.id}>
              <Cell>
                <span className="tv-Traveler">
                  {row.name}
                  {row.isPrimary ? <Badge tone="brand">Primary</Badge> : null}
                </span>
              </Cell>
              <Cell>{row.age ?? '—'}</Cell>
              <Cell>{row.gender ?? '—'}</Cell>
              <Cell>{row.email}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </section>
  );
}
