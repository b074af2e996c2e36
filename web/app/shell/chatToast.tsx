import toast from 'react-hot-toast';

/** The new-chat toast: 'New Message' / 'Anda mempunyai pesan baru' / 'Lihat pesan', leading to /chat. */
export function showNewChatToast(openChat: () => void): void {
  toast.custom(
    (t) => (
      <div className={`chat-toast${t.visible ? '' : ' chat-toast--leaving'}`} role="status" aria-live="polite">
        <div className="chat-toast__text">
          <p className="chat-toast__title">New Message</p>
          <p>Anda mempunyai pesan baru</p>
        </div>
        <button
          type="button"
          className="ui-button ui-button--primary ui-button--sm"
          onClick={() => {
            toast.dismiss(t.id);
            openChat();
          }}
        >
          Lihat pesan
        </button>
      </div>
    ),
    { id: 'new-chat' },
  );
}
