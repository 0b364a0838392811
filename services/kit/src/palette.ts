/**
 * The eight colours a screen can be filtered by (product-spec §9), with their names: the one copy.
 * Catalog reads screens' colours into it, search filters by it, and the web offers it
 * (`@screenshelf/kit/palette`; pure, with no imports, so the web bundles it).
 */
export const PALETTE = {
  '#D9D9D9': 'white',
  '#000000': 'black',
  '#459949': 'green',
  '#F8D748': 'yellow',
  '#EC658B': 'pink',
  '#EA3323': 'red',
  '#8C3ED9': 'purple',
  '#4166ED': 'blue',
} as const;
export type PaletteColour = keyof typeof PALETTE;
export type PaletteName = (typeof PALETTE)[PaletteColour];
export const PALETTE_COLOURS = Object.keys(PALETTE) as [PaletteColour, ...PaletteColour[]];
