import { WishlistTable } from '../../../features/wishlist/components/wishlist-table';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function WishlistRoute() {
  useDocumentTitle('My Wishlist');
  return <WishlistTable />;
}
