import { useEffect, useRef, type MouseEvent } from "react";
import type { DrapeColor, Rgb } from "~/color/drapes";
import { colourAt, type Picture } from "./camera";

/** The id of the white balance's SVG filter, drawn once by the tool (./DrapesTool.tsx). */
export const WHITE_BALANCE_FILTER = "drapes-white-balance";

type Props = {
  picture: Picture;
  drapeName: string;
  color: DrapeColor;
  /** The frame's accessible name: the drape and its colour. */
  label: string;
  corrected: boolean;
  /** While the visitor is to tap the white sheet: the target's name, and what the tap found. */
  tap: { label: string; onSample: (colour: Rgb | null) => void } | null;
};

/**
 * One picture with a drape: the camera's picture (mirrored, as a mirror shows a face) or the photo,
 * corrected by the white balance's filter, and over it a cape in the drape's colour round the
 * shoulders and under the chin, in the colour's own sRGB, never corrected.
 */
export function DrapeFrame({ picture, drapeName, color, label, corrected, tap }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const mirrored = picture.kind === "camera";

  useEffect(() => {
    if (picture.kind === "camera" && video.current) {
      video.current.srcObject = picture.stream;
      // Muted and inline, so every browser lets it play without a gesture of its own.
      void video.current.play().catch(() => {});
    } else if (picture.kind === "photo" && canvas.current) {
      canvas.current.width = picture.bitmap.width;
      canvas.current.height = picture.bitmap.height;
      canvas.current.getContext("2d")?.drawImage(picture.bitmap, 0, 0);
    }
  }, [picture]);

  const sample = (event: MouseEvent<HTMLButtonElement>) => {
    const element = video.current ?? canvas.current;
    if (!element || !tap) return;
    const box = element.getBoundingClientRect();
    // A click from the keyboard (detail 0) has no point: it takes the picture's middle.
    const point = event.detail === 0 ? { x: box.width / 2, y: box.height / 2 } : { x: event.clientX - box.left, y: event.clientY - box.top };
    tap.onSample(colourAt(element, point, mirrored));
  };

  const pictureClass = `drape-frame__picture${mirrored ? " drape-frame__picture--mirrored" : ""}`;
  const filter = corrected ? { filter: `url(#${WHITE_BALANCE_FILTER})` } : undefined;
  return (
    <figure className="drape-frame" role="group" aria-label={label} data-drape={drapeName} data-drape-color={color.hex}>
      {picture.kind === "camera" ? (
        <video ref={video} className={pictureClass} style={filter} muted playsInline autoPlay />
      ) : (
        <canvas ref={canvas} className={pictureClass} style={filter} />
      )}
      <svg className="drape-frame__cape" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        <ellipse className="drape-frame__guide" cx="50" cy="40" rx="19" ry="25" />
        <path d="M0 100V79C9 71 24 67 34 65Q50 95 66 65C76 67 91 71 100 79V100Z" fill={color.hex} />
      </svg>
      {tap ? (
        <button type="button" className="drape-frame__tap" aria-label={tap.label} onClick={sample}>
          <span aria-hidden="true">+</span>
        </button>
      ) : null}
      <figcaption>
        <span className="drape-frame__chip" style={{ backgroundColor: color.hex }} aria-hidden="true" />
        {drapeName}: {color.name}
      </figcaption>
    </figure>
  );
}
