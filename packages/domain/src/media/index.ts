// Media naming rules shared by the API (serving) and the portal (srcset).
export * from './media-variants.js';
