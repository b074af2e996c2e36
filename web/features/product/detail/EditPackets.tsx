import { toast } from 'react-hot-toast';
import { useLocation } from 'wouter';
import type { SellerIdentity } from '@core/product/wire';
import { PRODUCT_FIELD_LABELS } from '@core/product/labels';
import type { ProductDetail } from '@core/product/schema';
import { settle } from '@web/app/api/query';
import { PacketLines } from '../form/PacketLines';
import { PacketSearch } from '../form/PacketSearch';
import { Section } from '../form/Section';
import { SCREEN_MESSAGES } from '../messages';
import { useAddPacket, useDeletePacket } from '../queries';

/** An existing product's packet contents: each line is added or removed on the server at once. */
export function EditPackets({ detail, seller }: { readonly detail: ProductDetail; readonly seller: SellerIdentity }) {
  const [, navigate] = useLocation();
  const adding = useAddPacket();
  const removing = useDeletePacket(detail.id);

  const add = async (productId: number, quantity: number) => {
    const answer = await settle(
      adding.mutateAsync({ parent_id: detail.id, product_id: productId, qty: quantity, mall_id: seller.sellerId }),
    );
    if (answer.isErr()) {
      toast.error(SCREEN_MESSAGES.packetAddFailed);
      return;
    }
    toast.success(SCREEN_MESSAGES.packetAdded);
    navigate('/product');
  };

  const remove = async (packetId: number) => {
    const answer = await settle(removing.mutateAsync({ id: packetId }));
    if (answer.isErr())
      toast.error(
        answer.error.kind === 'server' || answer.error.kind === 'http' ? answer.error.message : 'Hapus paket gagal',
      );
  };

  return (
    <Section title={PRODUCT_FIELD_LABELS.packets}>
      <PacketLines
        lines={detail.packet.map((l) => ({
          key: l.packet_did,
          name: l.name,
          image: l.image,
          quantity: l.quantity,
          price: l.price,
        }))}
        onRemove={(id) => void remove(id)}
      />
      <PacketSearch
        sellerId={seller.sellerId}
        excludeId={detail.id}
        busy={adding.isPending}
        onAdd={(hit, qty) => add(hit.product_id, qty)}
      />
    </Section>
  );
}
