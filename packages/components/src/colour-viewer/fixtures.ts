import type { ColourViewerColour } from './colour-viewer'

const palette = [
  ['Deep Crystal Blue', '#1f3a68', 'blue'],
  ['Eclipse Black', '#141414', 'black'],
  ['Silver Sky', '#b9bcc0', 'silver'],
  ['Outback Bronze', '#8a6a45', 'bronze'],
  ['Sunset Orange', '#d96a1c', 'orange'],
  ['Glacier White', '#f4f4f2', 'white'],
] as const

/** Demo colours of two variants ('Workmate', 'SR'), 4 each, one body type. */
export const demoColours: ColourViewerColour[] = ['Workmate', 'SR'].flatMap((variantName, variant) =>
  palette.slice(variant, variant + 4).map(([name, hexCode, file], index) => ({
    id: `${variantName}-${index}`,
    name,
    hexCode,
    image: `/images/vehicles/ute/${file}.jpg`,
    variantName,
    bodyType: 'ute',
  })),
)

/** 18 colours over hatch, sedan and wagon (listed out of order): enough for the body-type tab bar. */
export const bodyTypeColours: ColourViewerColour[] = Array.from({ length: 18 }, (_, index) => {
  const [name, hexCode, file] = palette[index % palette.length] ?? palette[0]
  const bodyType = (['hatch', 'sedan', 'wagon'] as const)[index % 3]
  return {
    id: index,
    name: `${name} ${bodyType}`,
    hexCode,
    image: `/images/vehicles/${bodyType === 'hatch' ? 'hatch' : 'sedan'}/${file}.jpg`,
    bodyType,
  }
})
