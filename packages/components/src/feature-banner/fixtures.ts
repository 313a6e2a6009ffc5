import type { FeatureBannerItem } from './feature-banner'

export const demoFeatures: FeatureBannerItem[] = [
  {
    heading: 'Latest Offers',
    text: 'Drive away deals and bonus accessories on selected models.',
    href: '/special-offers',
    linkLabel: 'View Offers',
    icon: 'offers',
  },
  {
    heading: 'Book a Service',
    text: 'Factory-trained technicians and genuine parts at every location.',
    href: '/service',
    linkLabel: 'Book a Service',
    icon: 'service',
  },
  {
    heading: 'Sell Your Car',
    text: 'Get an instant price for your car and sell it the same day.',
    href: '/sell-my-car',
    linkLabel: 'Get a Price',
    icon: 'sell',
  },
]
