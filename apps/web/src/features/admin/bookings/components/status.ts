/** A booking's status in reception's words. */
export function statusLabel(status: string): string {
  switch (status) {
    case 'held':
      return 'Awaiting payment';
    case 'confirmed':
      return 'Confirmed';
    case 'cancelled':
      return 'Cancelled';
    case 'expired':
      return 'Hold lapsed';
    default:
      return status;
  }
}
