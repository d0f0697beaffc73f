/** Who is calling: the signed-in user of a bearer token, with their tenant and abilities. */
export interface AuthContext {
  tenantId: string;
  userId: string;
  tokenId: string;
  username: string;
  name: string;
  isSuperuser: boolean;
  abilities: ReadonlySet<string>;
}
