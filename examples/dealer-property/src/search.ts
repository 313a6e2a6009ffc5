import { createTenantSearch } from './readme/tenant-config/tenant-search'
import { redGum, wattleBay } from './stock'

/** Both groups' stock in one index, as a shared server holds it; each tenant's key sees its own cars only. */
export const tenantSearch = createTenantSearch([wattleBay, redGum])
