import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import { useModal } from '../../shared/modal';
import { usePaid } from '../membership/api';

/**
 * The MAU/colour gate (product-spec §5): without a paid plan a modal says a membership is needed and
 * offers the membership page. The server refuses such filters too (403 MEMBERSHIP_REQUIRED), which
 * calls `showMembershipNeeded` as well.
 */
export function useMembershipGate() {
  const t = useT();
  const modal = useModal();
  const navigate = useNavigate();
  const paid = usePaid();

  const showMembershipNeeded = useCallback(async () => {
    const go = await modal.open({
      title: t('gate.title'),
      description: t('gate.mauColor'),
      isConfirm: true,
      okText: t('gate.seeMembership'),
      cancelText: t('modal.close'),
    });
    if (go) navigate('/membership');
  }, [modal, navigate, t]);

  /** True when the paid filters may be used now; false (and the modal shown) when the plan is known to be free. */
  const requirePaid = useCallback(() => {
    if (paid === false) {
      void showMembershipNeeded();
      return false;
    }
    return true;
  }, [paid, showMembershipNeeded]);

  return { paid, requirePaid, showMembershipNeeded };
}
