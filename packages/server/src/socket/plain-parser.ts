import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';

/** Binary Socket.IO sends as attachments when it meets it at the top of a message's arguments. */
const isBinary = (v: unknown) => v instanceof ArrayBuffer || ArrayBuffer.isView(v) || (typeof Blob !== 'undefined' && v instanceof Blob);

/**
 * Socket.IO's encoder, without its search for binary through every message. The stock encoder walks each payload
 * (`hasBinary`: every key of a seat's state, twice per move) before `JSON.stringify` walks it again; what this
 * server sends is JSON it built (states, seat lists, chat lines), so only the arguments themselves are looked at:
 * a Buffer passed as an argument still goes as an attachment, one nested inside an object would go as its JSON.
 * The text is the stock encoder's, byte for byte: clients keep the stock parser.
 */
export class PlainEncoder extends Encoder {
  override encode(packet: Packet): unknown[] {
    if (packet.type !== PacketType.EVENT && packet.type !== PacketType.ACK) return super.encode(packet);
    const args = packet.data as unknown[] | undefined;
    if (Array.isArray(args) && args.some(isBinary)) return super.encode(packet);
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id != null) text += String(packet.id);
    if (packet.data != null) text += JSON.stringify(packet.data);
    return [text];
  }
}

/** The `parser` option of the Socket.IO server: the plain encoder, the stock decoder. */
export const plainParser = { Encoder: PlainEncoder, Decoder };
