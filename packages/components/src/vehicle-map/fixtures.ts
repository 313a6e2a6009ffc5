import type { VehicleMapData, VehicleMapLocation } from './vehicle-map'

// Map data as the site server's locator map computes it (apps/site/src/server/vehicle/locator-map.ts): Natural Earth
// 1:50m coastline (public domain, via world-atlas), equirectangular around the location, 8° of latitude tall.

/** Bunya Range Toowoomba with the group's other locations in view. */
export const toowoombaMap: VehicleMapData = {
  viewBox: '0 0 400 300',
  landPath:
    'M-2 302L-2 -2 164.8 -2 165.9 -0.9 167.8 1.7 171.2 5.2 173.3 8.5 176.1 10 184.9 17 187.3 17.9 191.2 18 196 21.2 198.2 24.1 203.4 35.1 205.8 39 210.9 42.8 213.2 44.1 216.7 46.7 217.9 50.5 218.2 52.7 220.2 56.8 223.2 61.7 227.8 64.4 231.9 70.3 232.1 79.9 234.3 84.7 235.7 86.8 238.9 88.7 240.2 90.3 237.5 103 240.1 128.4 238.7 136.4 241.3 144.3 247.5 157.9 249 162.7 249.8 168.4 253.9 175.6 253.6 186.6 255.2 191.8 254.8 198.7 250 206 246.3 215 246.2 222.7 243.8 237.5 242.1 241.6 241 247.8 235.8 262.7 235.6 268.6 236.3 275.6 235.4 282.3 234.1 287 232.9 295.4 230.3 302ZM237.4 82.3L236.5 83.3 235 81.4 234 74.8 234.7 70.9 236.4 67.4 236.8 65.4 236 61.4 241.1 56.8 242.3 54.3 242.7 51.2 241 47.8 239.5 47.2 240.7 45.3 242.1 44.3 243.2 43.9 244.1 44.3 244.7 50.9 246.7 53.2 246.3 56.5 239.4 73.4 237.5 79.7 237.4 82.3ZM173.7 -2L174.3 -1.5 175.2 -1.6 176.2 -1.1 175.8 1.4 177.4 4.2 178.1 6.1 176.9 7.7 176.2 8.2 174.4 6.9 169.4 -1 169.7 -2ZM252.7 145.5L249.8 155.8 249 155.6 247.9 154 248 148.1 249.2 144.3 252.1 145 252.7 145.5ZM249.5 140.9L248.7 141.5 247.3 137.9 246.8 134.3 247.4 131 249.1 130.3 250.3 130.5 249 136.6 249.5 140.9Z',
  pins: [
    { x: 200, y: 150, label: 'Bunya Range Toowoomba', primary: true },
    { x: 239.1, y: 151.9, label: 'Bunya Range Springwood', primary: false },
    { x: 226.6, y: 152.1, label: 'Bunya Range Ipswich', primary: false },
    { x: 238, y: 116.3, label: 'Bunya Range Maroochydore', primary: false },
    { x: 248, y: 165.4, label: 'Bunya Range Southport', primary: false },
    { x: 165.8, y: 282.5, label: 'Bunya Range Tamworth', primary: false },
  ],
}

/** Wattle Bay Kia Gosford on the NSW Central Coast, alone. */
export const gosfordMap: VehicleMapData = {
  viewBox: '0 0 400 300',
  landPath:
    'M-2 302L-2 -2 262.8 -2 262.7 2.6 260.4 17.4 258.9 21.4 257.7 27.6 252.9 42.6 252.7 48.5 253.3 55.5 252.6 62.2 251.3 66.8 250.2 75.3 245.2 88.4 238.1 98.2 237.7 105.6 236.8 108.9 235.3 112.9 230.9 117.4 228.3 119.3 227.3 121.9 224.8 121.9 224.8 122.7 226.5 123.5 225.7 124.9 219.2 127.2 214.7 130.3 210.2 137.6 208.3 141.6 205.9 145.3 204.4 147 203.8 148.8 202.9 153.5 200.5 154.4 198.5 155.7 199.4 160.2 198.4 165.3 198 168.7 196.9 170.9 195.7 170.1 194.5 170.5 193.2 171.7 195.3 172 196.6 172.6 192.2 177.6 188.1 182.6 187 186 185.3 190.2 183.7 199.6 182.5 205 183.4 208.7 183.2 209.5 182.3 209.7 181.7 209.3 179.8 210.6 179.3 211.9 180.1 213.5 180.6 214 180.3 214.8 179.7 215.6 177.9 215.6 175.7 217 169.7 230.9 167.2 234.6 164.1 240.2 163 245.4 162.1 251 161 260.4 159.9 267.1 157.6 273.6 156.8 278.2 156.5 287 157.6 293.7 156.8 297.2 156.8 300.6 156.4 302Z',
  pins: [{ x: 200, y: 150, label: 'Wattle Bay Kia Gosford', primary: true }],
}

export const toowoomba: VehicleMapLocation = {
  name: 'Bunya Range Toowoomba - Sales',
  address: '412 Ruthven Street, Toowoomba QLD 4350',
  phone: { text: '07 4294 7101', href: 'tel:0742947101' },
  lat: -27.5572,
  lng: 151.9551,
}

export const gosford: VehicleMapLocation = {
  name: 'Wattle Bay Kia Gosford - Sales',
  address: '240 Manns Road, Gosford NSW 2250',
  phone: { text: '02 5081 8689', href: 'tel:0250818689' },
  lat: -33.4274,
  lng: 151.342,
}

/** A stand-in for a Google Maps embed: a local page, so stories and tests need no network and no key. */
export const demoEmbedSrc = `data:text/html,${encodeURIComponent(
  '<body style="margin:0;display:grid;place-items:center;height:100vh;font:16px system-ui;background:#e8eef3">Google Maps embed</body>',
)}`
