export { loadTenants } from './load-tenants.js'
