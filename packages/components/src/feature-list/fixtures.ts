/** Standard equipment of a HiLux SR5: 12 features, so 4 stay hidden until Show All. */
export const demoFeatures: string[] = [
  'Apple CarPlay and Android Auto',
  'Reversing camera',
  'Adaptive cruise control',
  'Lane departure alert',
  'Autonomous emergency braking',
  'Dual-zone climate control',
  '18-inch alloy wheels',
  'LED headlights',
  'Keyless entry and start',
  'Satellite navigation',
  'Tow bar',
  'Rear differential lock',
]
