import { packageBuild } from '@forecourt/config/tsup'
import { defineConfig } from 'tsup'

// Subpath entries hold a few rules on their own, so a page that needs only them does not load the rest of the
// package: 'models' the model page rules (see src/models-entry.ts), 'vehicle-card' the stock and result cards, and 'phone' the
// phone number helpers, which the site footer on every page needs.
export default defineConfig(
  packageBuild({
    index: 'src/index.ts',
    models: 'src/models-entry.ts',
    'vehicle-card': 'src/vehicle-card-entry.ts',
    phone: 'src/phone.ts',
  }),
)
