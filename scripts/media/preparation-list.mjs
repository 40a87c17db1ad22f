// The demo trips' preparation list (/demo/preparation-list.pdf): a one-page packing and preparation checklist drawn
// with pdfkit (the API's own PDF library) in its built-in fonts, dated fixed so the file is the same on every run.
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';

const SECTIONS = [
  {
    title: 'Documents',
    items: [
      'Passport valid for six months after your return',
      'Travel insurance policy and the emergency number',
      'Booking confirmation and the itinerary (download it from the Itinerary tab)',
      'Copies of your documents, kept apart from the originals',
    ],
  },
  {
    title: 'Clothing',
    items: [
      'Waterproof jacket and trousers',
      'Warm fleece or down layer for cold evenings',
      'Broken-in hiking boots and two pairs of wool socks',
      'Sun hat, warm hat and gloves',
    ],
  },
  {
    title: 'Gear',
    items: [
      'Daypack of 20 to 30 litres with a rain cover',
      'Refillable water bottle (1 litre or more)',
      'Head torch with spare batteries',
      'Sunscreen, sunglasses and lip balm',
      'Plug adapter and a power bank',
    ],
  },
  {
    title: 'Health',
    items: [
      'Personal medicines, in their original packaging',
      'Blister plasters and a small first-aid kit',
      'Ask your doctor about altitude and vaccinations four weeks ahead',
    ],
  },
  {
    title: 'Before you leave',
    items: [
      'Complete your trip forms and sign the waiver in the Caravan app',
      'Share your flight details for the airport transfer',
      'Tell your bank you are travelling',
    ],
  },
];

/** Writes the checklist to `path`. */
export function writePreparationList(path) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: 'Preparation list',
      Author: 'Caravan',
      Subject: 'What to prepare and pack before your trip',
      CreationDate: new Date('2026-11-01T00:00:00Z'),
    },
  });
  doc.pipe(createWriteStream(path));
  doc.rect(0, 0, doc.page.width, 110).fill('#1f4e5f');
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(26).text('Preparation list', 56, 38);
  doc.font('Helvetica').fontSize(12).text('What to prepare and pack before your trip', 56, 72);
  doc.moveDown(3).fillColor('#1b2733');
  doc.y = 140;
  for (const section of SECTIONS) {
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#1f4e5f').text(section.title, 56, doc.y);
    doc.moveDown(0.4);
    for (const item of section.items) {
      const y = doc.y;
      doc
        .lineWidth(1)
        .strokeColor('#5b6b78')
        .rect(58, y + 1, 10, 10)
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(11)
        .fillColor('#1b2733')
        .text(item, 78, y, { width: doc.page.width - 134 });
      doc.moveDown(0.35);
    }
    doc.moveDown(0.8);
  }
  doc
    .font('Helvetica-Oblique')
    .fontSize(10)
    .fillColor('#5b6b78')
    .text('Questions? Message your host from the trip page in the Caravan app.', 56, doc.page.height - 90);
  doc.end();
}
