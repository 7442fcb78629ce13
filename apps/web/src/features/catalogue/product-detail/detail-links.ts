/** Where the product page's links go: the web tree or the mobile tree (never both). */
export interface DetailLinks {
  products: string;
  auth: string;
  vendor: (id: string) => string;
}
