/** How to reach Vitae, as the contact and about pages state it. */
export const COMPANY = {
  phone: "(11) 90000-0000",
  phoneHref: "+5511900000000",
  addressLines: ["Rua das Palmeiras, 450, 8º andar", "Pinheiros, São Paulo – SP", "CEP 05422-000"],
} as const;
