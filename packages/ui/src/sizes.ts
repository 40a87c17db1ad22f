// The design system's fixed sizes the spec names (host-and-platform §9): table row heights and the side panel's width.

/** Table row heights by table size (PLT-070): 76px at the small size, 60px at the medium size. */
export const TABLE_ROW_HEIGHT_PX = { sm: 76, md: 60 } as const;
export type TableSize = keyof typeof TABLE_ROW_HEIGHT_PX;

/** The side panel is at most this wide (PLT-071); narrower screens get the whole width. */
export const SIDE_PANEL_MAX_WIDTH_PX = 788;
