export { ModalProvider, useModal, MODAL_ANIMATION_MS, BACKDROP_DELAY_MS, CONFIRM_FOCUS_DELAY_MS } from './ModalProvider';
export type { ModalApi, ModalOptions, ModalState } from './ModalProvider';
