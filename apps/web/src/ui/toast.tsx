import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import s from './ui.module.css';

interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

const ToastContext = createContext<(text: string, tone?: Toast['tone']) => void>(() => undefined);

/**
 * Short messages after an action ("You have successfully created an assignment."), read out by
 * screen readers. They show at the top centre, so they never cover a dialog's buttons, and stay
 * audible while a dialog hides the rest of the page from assistive technology. A new message
 * replaces the one before, so none is left saying something the person has since fixed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const next = useRef(1);
  const show = useCallback((text: string, tone: Toast['tone'] = 'success') => {
    const id = next.current++;
    setToast({ id, text, tone });
    setTimeout(() => setToast((t) => (t?.id === id ? null : t)), 6000);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className={s.toasts} role="status" aria-live="polite" data-react-aria-top-layer="true">
        {toast && (
          <div key={toast.id} className={toast.tone === 'error' ? s.toastError : s.toast}>
            {toast.text}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
