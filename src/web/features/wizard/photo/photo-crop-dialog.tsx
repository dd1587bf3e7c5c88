import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "#web/ui/button.tsx";
import { Dialog } from "#web/ui/dialog.tsx";
import { type Crop, initialCrop, maxZoom, moveCrop, outputSize, zoomCrop, zoomOf } from "./photo-crop.ts";
import { cropToDataUrl, type PickedPhoto } from "./photo-image.ts";

/** The frame on screen, 3:4, in CSS pixels: fits the dialog on a 320-pixel-wide phone. */
const FRAME = { width: 240, height: 320 };
/** An arrow key moves the picture by this share of the frame; with Shift, four times as far. */
const KEY_STEP = 0.05;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

type PhotoCropDialogProps = {
  photo: PickedPhoto;
  onCancel: () => void;
  onConfirm: (dataUrl: string) => void;
};

/**
 * 'Recortar foto': the picture in a 3:4 frame, moved by dragging or with the arrow keys and zoomed with a
 * slider, never to less than 300×400 pixels of the picture. What the frame shows is what is kept.
 */
export function PhotoCropDialog({ photo, onCancel, onConfirm }: PhotoCropDialogProps) {
  const [crop, setCrop] = useState<Crop>(() => initialCrop(photo.size));
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const helpId = useId();
  const zoomId = useId();
  const highestZoom = maxZoom(photo.size);
  const out = outputSize(crop);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    context.drawImage(
      photo.bitmap,
      crop.x,
      crop.y,
      crop.width,
      crop.height,
      0,
      0,
      canvas.width,
      canvas.height,
    );
  }, [photo, crop]);

  /** Moves the picture by (dx, dy) screen pixels: the frame goes the other way over it. */
  const movePicture = (dx: number, dy: number) => {
    const perPixel = crop.width / FRAME.width;
    setCrop((current) => moveCrop(photo.size, current, -dx * perPixel, -dy * perPixel));
  };

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = FRAME.width * KEY_STEP * (event.shiftKey ? 4 : 1);
    movePicture(arrow[0] * step, arrow[1] * step);
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const last = drag.current;
    if (!last || last.id !== event.pointerId) return;
    drag.current = { ...last, x: event.clientX, y: event.clientY };
    movePicture(event.clientX - last.x, event.clientY - last.y);
  }

  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title="Recortar foto"
      description={
        <span id={helpId}>
          Arraste a foto ou use as setas do teclado para enquadrar o rosto; aproxime com o zoom. A parte
          dentro do quadro é a que vai para o currículo.
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={() => onConfirm(cropToDataUrl(photo, crop))}>Usar esta foto</Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-4">
        <canvas
          ref={canvasRef}
          width={FRAME.width * 2}
          height={FRAME.height * 2}
          tabIndex={0}
          role="img"
          aria-label="Enquadramento da foto"
          aria-roledescription="área de recorte"
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          className="cursor-move touch-none rounded-lg bg-slate-100 shadow-inner outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          style={{ width: FRAME.width, height: FRAME.height }}
        />
        <div className="flex w-full max-w-[240px] flex-col gap-1">
          <label htmlFor={zoomId} className="text-sm font-medium text-slate-800">
            Zoom
          </label>
          <input
            id={zoomId}
            type="range"
            min={1}
            max={highestZoom}
            step={0.01}
            value={zoomOf(photo.size, crop)}
            disabled={highestZoom <= 1}
            aria-valuetext={`${Math.round(zoomOf(photo.size, crop) * 100)}%`}
            onChange={(event) =>
              setCrop((current) => zoomCrop(photo.size, current, Number(event.target.value)))
            }
            className="w-full accent-brand-700"
          />
          <p className="text-xs text-slate-600">
            {highestZoom <= 1
              ? "Esta foto já está no tamanho mínimo: dá para mover, não para aproximar."
              : `A foto fica com ${out.width}×${out.height} pixels.`}
          </p>
        </div>
      </div>
    </Dialog>
  );
}
