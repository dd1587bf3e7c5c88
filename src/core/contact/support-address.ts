/** The team's public address, shown on the help and support pages; the server's SUPPORT_EMAIL default. */
export const SUPPORT_ADDRESS = "contato@vitae.example";
