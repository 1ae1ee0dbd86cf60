import { notFound } from 'next/navigation';

// Unknown addresses get the designed not-found page inside the store's layout.
export default function MissingPage() {
  notFound();
}
