/** The spec's §9 numbers live with the API's limits, so screens and server agree. */
export * from '@shared/constants'
