// Pure rules of single services: multi-day spans, legacy services, activity price, images, legacy location.
import { dayServiceTypeSchema } from './service.schema.js';
import {
  DAY_SERVICE_TYPE_LABELS,
  LEGACY_SERVICE_TYPES,
  MAX_SERVICE_IMAGES,
  MULTI_DAY_SERVICE_TYPES,
  SERVICE_MESSAGES,
} from './services.constants.js';

/** The label of a day service type in any spelling ('workshop' is 'Workshop space'); an unknown type reads as itself. */
export function dayServiceTypeLabel(type: string): string {
  const parsed = dayServiceTypeSchema.safeParse(type);
  return parsed.success ? DAY_SERVICE_TYPE_LABELS[parsed.data] : type;
}

/** The heading of a day service: its name, title or meal type, else its type's label. */
export function dayServiceTitle(values: Readonly<Record<string, unknown>>, type: string): string {
  for (const key of ['name', 'title', 'mealType']) {
    const value = values[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return dayServiceTypeLabel(type);
}

/** An accommodation or info service spans several days when its duration exceeds one (SVC-016). */
export function serviceSpansMultipleDays(entry: { service: { type: string }; duration?: number | undefined }): boolean {
  return (MULTI_DAY_SERVICE_TYPES as readonly string[]).includes(entry.service.type) && (entry.duration ?? 1) > 1;
}

/** Legacy 'full day' and 'informal gathering' services are not editable in the day card (SVC-020). */
export function isLegacyDayService(service: { type: string }): boolean {
  return (LEGACY_SERVICE_TYPES as readonly string[]).includes(service.type);
}

/** An activity price as saved: a negative or invalid price becomes 0 (SVC-028). */
export function normalizeActivityPrice(value: unknown): number {
  // Blank text reads as 0, which is what a blank price becomes.
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
}

/** Whether adding images keeps the service within 10 images (SVC-029). */
export function canAddServiceImages(currentCount: number, adding: number): boolean {
  return adding >= 0 && currentCount + adding <= MAX_SERVICE_IMAGES;
}

/** The notice for an accommodation still located by legacy text instead of a looked-up address (SVC-047). */
export function accommodationLegacyLocationNotice(service: {
  location?: string | undefined;
  addressLocation?: unknown;
}): string | undefined {
  return service.location?.trim() && !service.addressLocation ? SERVICE_MESSAGES.legacyLocation : undefined;
}
