// RFC 5545 text of a calendar feed: VCALENDAR of all-day VEVENTs, CRLF lines folded at 75 octets, text escaped.
import type { CalendarEvent } from './calendar.rules.js';

const CRLF = '\r\n';
/** RFC 5545 §3.1: a content line is at most 75 octets before its line break. */
const MAX_LINE_OCTETS = 75;
const PRODUCT_ID = '-//Caravan//Trip calendar//EN';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** The UTF-8 length of one character (the domain has no TextEncoder: it runs without DOM or Node types). */
function utf8Octets(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/** Folds a content line into 75-octet pieces, continuation lines starting with a space, never splitting a character. */
function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Octets(ch);
    // Continuation lines begin with one space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

const dateValue = (date: string) => date.replaceAll('-', '');
/** A UTC timestamp in the basic form RFC 5545 asks for: 20261129T223000Z. */
const stampOf = (now: Date) => `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The whole feed as text: `name` titles it in calendar apps; `now` stamps each event (DTSTAMP). */
export function toICalendar(events: readonly CalendarEvent[], name: string, now: Date): string {
  const stamp = stampOf(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(e.start)}`,
      `DTEND;VALUE=DATE:${dateValue(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
