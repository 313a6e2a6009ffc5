import type { ModelVariantItem } from '../model-variants/model-variants'

const features = [
  'Autonomous Emergency Braking with pedestrian and cyclist detection',
  '<strong>8-inch</strong> touchscreen with wireless Apple CarPlay&reg;',
  'Lane Following Assist',
  'Smart cruise control with stop &amp; go',
  'Dual-zone climate control',
  'Blind-Spot Collision-Avoidance Assist',
  'Rear Cross-Traffic Collision-Avoidance Assist',
  '<em>LED</em> projection headlamps',
  'Heated and ventilated front seats',
  'Head-up display',
]

const image = (colour: string) => ({ src: `/images/vehicles/suv/${colour}.jpg`, alt: '' })

/** Demo variants of a model, 5 of them, with 10, 8 and 3 features and one without a price. */
export const demoVariants: ModelVariantItem[] = [
  {
    id: 1,
    name: 'S',
    series: 'NQ5 MY25',
    driveAwayPrice: 36090,
    image: image('white'),
    sanitisedFeatures: features,
    quoteHref: '/models/order-now?model_id=sportage&model_name=Sportage&vehicle=Kia%20Sportage%20S%20Wagon',
  },
  {
    id: 2,
    name: 'SX',
    series: 'NQ5 MY25',
    driveAwayPrice: 41590,
    image: image('blue'),
    sanitisedFeatures: features.slice(0, 8),
    quoteHref: '/models/order-now?model_id=sportage&model_name=Sportage&vehicle=Kia%20Sportage%20SX%20Wagon',
  },
  {
    id: 3,
    name: 'SX+',
    series: 'NQ5 MY25',
    driveAwayPrice: null,
    image: image('green'),
    sanitisedFeatures: features.slice(0, 3),
    quoteHref:
      '/models/order-now?model_id=sportage&model_name=Sportage&vehicle=Kia%20Sportage%20SX%2B%20Wagon',
  },
  {
    id: 4,
    name: 'GT-Line',
    series: 'NQ5 MY25',
    driveAwayPrice: 52090,
    image: image('grey'),
    sanitisedFeatures: features,
    quoteHref:
      '/models/order-now?model_id=sportage&model_name=Sportage&vehicle=Kia%20Sportage%20GT-Line%20Wagon',
  },
  {
    id: 5,
    name: 'GT-Line Hybrid',
    series: 'NQ5 MY25',
    driveAwayPrice: 57590,
    image: image('beige'),
    sanitisedFeatures: features.slice(0, 9),
    quoteHref:
      '/models/order-now?model_id=sportage&model_name=Sportage&vehicle=Kia%20Sportage%20GT-Line%20Hybrid%20Wagon',
  },
]
