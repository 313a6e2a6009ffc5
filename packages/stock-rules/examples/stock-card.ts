import {
  imageUrl,
  jsonLdScript,
  telHref,
  vehicleCard,
  type VehicleCardCar,
  type VehicleCardData,
} from '@forecourt/stock-rules'

/**
 * A car as a stock card: title, badge and series, price (or the no-price text), chips, tag and a responsive image.
 * The `VehicleCard` of `@forecourt/components` takes it as props.
 * @example stockCard(car, new Date()).price // { text: '$38,990', note: 'Drive Away' }
 */
export function stockCard(car: VehicleCardCar, now: Date): VehicleCardData {
  return vehicleCard(car, now, {
    tags: { newArrivalText: 'New Arrival' },
    prices: {},
  })
}

/**
 * A picture's URL, a phone number's link and a vehicle page's JSON-LD, the same on the server and in the browser.
 * @example pageLinks().phone // 'tel:0730000000'
 */
export function pageLinks() {
  return {
    image: imageUrl('/images/cars/suv/white.jpg', { width: 640 }), // '/images/cars/suv/white.jpg?w=640&q=75' (the image CDN's w and q)
    phone: telHref('(07) 3000 0000'), // 'tel:0730000000'
    jsonLd: jsonLdScript({ '@type': 'Car', name: '</script>' }), // '{"@type":"Car","name":"\\u003c/script>"}': safe inside <script>
  }
}
