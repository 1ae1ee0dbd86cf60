/** The catalogue requests that issue 3 sets targets for (p99 in ms at 10 connections). */
export const apiScenarios = [
  { name: 'listing', path: '/api/v1/product/all', targetP99: 50 },
  { name: 'category', path: '/api/v1/product/all?parentCategory=lehenga', targetP99: 50 },
  {
    name: 'attributes + price',
    path: '/api/v1/product/all?attribute=size-m,size-l,colour-maroon&lowrange=5000&heighrange=150000',
    targetP99: 50,
  },
  { name: 'keyward', path: '/api/v1/product/all?keyward=lehenga', targetP99: 150 },
  { name: 'keyward typo', path: '/api/v1/product/all?keyward=lehnga', targetP99: 150 },
  {
    name: 'shopfilters',
    path: '/api/v1/product/shopfilters?parentCategory=lehenga',
    targetP99: 150,
  },
] as const;

export type ApiScenario = (typeof apiScenarios)[number];
