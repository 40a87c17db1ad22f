// 'Download PDF' of a trip's itinerary (operator §8 'Print itinerary PDF', §9 file name): saved under the trip name,
// destination and first date (OPI-046); a failed download shows the spec's message and leaves the page as it was
// (OPI-047).
import { downloadPdf } from '../../api/download-pdf.js';
import { PdfDownload } from '../../shell/PdfDownload.js';
import { type OperatorTrip, tripItineraryPdfPath } from './trips.api.js';

export function TripItineraryPdfButton({ trip }: { trip: Pick<OperatorTrip, 'id' | 'pdfFileName'> }) {
  return (
    <PdfDownload
      className="op-Actions"
      label="Download PDF"
      save={() => downloadPdf(tripItineraryPdfPath(trip.id), trip.pdfFileName)}
    />
  );
}
