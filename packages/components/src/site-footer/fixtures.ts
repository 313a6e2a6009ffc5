import type { SiteFooterProps } from './site-footer'

export const demoFooter: SiteFooterProps = {
  groups: [
    {
      heading: 'Models',
      links: [
        { label: 'Corolla', href: '/models?body=hatch' },
        { label: 'RAV4', href: '/models?body=suv' },
        { label: 'HiLux', href: '/models?body=ute' },
      ],
    },
    {
      heading: 'Buyer Tools',
      links: [
        { label: 'Finance Calculator', href: '/finance' },
        { label: 'Value My Trade-in', href: '/trade-in' },
        { label: 'Book a Test Drive', href: '/book-test-drive/' },
      ],
    },
    {
      heading: 'Servicing and Parts',
      links: [
        { label: 'Book a Service', href: '/service' },
        { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
        { label: 'Warranty', href: '/warranty' },
      ],
    },
    {
      heading: 'Sunshine Toyota',
      links: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Careers', href: '/careers' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
        { label: 'Terms and Conditions', href: '/terms-and-conditions' },
      ],
    },
  ],
  phoneNumbers: [
    { label: 'New Cars', phone: '07 3000 0001' },
    { label: 'Used Cars', phone: '07 3000 0002', href: 'tel:0730000002' },
    { label: 'Demo Cars', phone: '07 3000 0003' },
  ],
  social: { facebook: 'https://facebook.com/sunshine', instagram: 'https://instagram.com/sunshine' },
  paymentLogos: true,
  legal: '© 2026 Sunshine Toyota. Dealer licence 3000000.',
}
