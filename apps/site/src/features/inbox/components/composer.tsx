import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button, IconButton } from '../../../components/ui/button';
import { CloseIcon, ImageIcon, SendIcon } from '../../../components/ui/icons';
import { errorMessage, toast } from '../../../lib/toast';
import { useSendMessage } from '../api/send-message';
import styles from './inbox.module.css';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });

/** Text and at most one picture; Enter sends, Shift+Enter adds a line. */
export function Composer({ receiverId, receiverName }: { receiverId: string; receiverName: string }) {
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const canSend = (text.trim() !== '' || file !== null) && !send.isPending;

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    // The box empties at once, as in any messenger; a failed send puts the words back.
    const draft = { text, file };
    setText('');
    clearFile();
    try {
      const media = draft.file ? await readAsDataUrl(draft.file) : undefined;
      await send.mutateAsync({ receiverId, message: draft.text.trim(), media, mediaType: draft.file?.type });
    } catch (error) {
      setText((current) => current || draft.text);
      setFile((current) => current ?? draft.file);
      toast.error(errorMessage(error));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      {file && (
        <div className={styles.attachment}>
          <ImageIcon size={16} />
          <span>{file.name}</span>
          <IconButton label="Remove image" onClick={clearFile}>
            <CloseIcon size={16} />
          </IconButton>
        </div>
      )}
      <div className={styles.composerRow}>
        <label htmlFor={fileId} className={styles.attach} title="Attach an image">
          <ImageIcon />
          <span className="visually-hidden">Attach an image</span>
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <textarea
          className={styles.input}
          rows={1}
          placeholder={`Message ${receiverName}`}
          aria-label={`Message to ${receiverName}`}
          value={text}
          maxLength={5000}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={!canSend} loading={send.isPending} aria-label="Send">
          <SendIcon size={18} />
        </Button>
      </div>
    </form>
  );
}
