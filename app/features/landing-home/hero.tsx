import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { chatbotContexts } from '../../../common/chatbot-event.ts';
import { HERO_FADE_MS, HERO_ROTATE_MS } from '../../../common/constants.ts';
import { HOME_HERO } from '../../../common/content/home.ts';
import { ChatbotButton, buttonStyles } from '../../components/chatbot-button.tsx';
import { StatsFigures } from '../../components/stats-figures.tsx';
import { useReducedMotion } from '../../components/use-reduced-motion.ts';
import { Island } from '../../islands/island.tsx';

const HERO_TITLES = ['Development', 'Branding', 'Marketing'] as const;
const TAGLINE = ['Innovate.', 'Transform.', 'Succeed.'] as const;

/** Spec §2.3/§9: the title changes every 2 s with a 0.5 s fade; still under reduced motion. */
export function RotatingTitle() {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (reduced) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setVisible(false);
      fadeTimer = setTimeout(() => {
        setIndex((i) => (i + 1) % HERO_TITLES.length);
        setVisible(true);
      }, HERO_FADE_MS);
    }, HERO_ROTATE_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(fadeTimer);
    };
  }, [reduced]);
  return (
    <span
      aria-hidden="true"
      data-testid="hero-rotating-title"
      // A line of its own: the words differ in width, and rewrapping the heading around them
      // would move the page below every 2 s (layout shift).
      className="block w-fit bg-gradient-to-r from-sky-300 via-brand-100 to-violet-300 bg-clip-text text-transparent transition-opacity ease-in-out"
      style={{ opacity: visible ? 1 : 0, transitionDuration: `${HERO_FADE_MS}ms` }}
    >
      {HERO_TITLES[index]}
    </span>
  );
}

export function HomeHero() {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-white">
      <HeroBackdrop />
      <div className="mx-auto max-w-7xl px-4 pt-20 pb-16 sm:px-6 sm:pt-28 lg:pt-32 lg:pb-24">
        <p className="flex flex-wrap gap-x-3 text-sm font-semibold tracking-[0.25em] text-brand-100 uppercase">
          {TAGLINE.map((word) => (
            <span key={word}>{word}</span>
          ))}
        </p>
        <h1 className="mt-6 max-w-4xl text-4xl leading-[1.05] font-extrabold tracking-tight sm:text-6xl lg:text-7xl">
          Digital growth through{' '}
          <span className="sr-only">Development, Branding and Marketing</span>
          <Island name="hero-title" as="span">
            <RotatingTitle />
          </Island>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300 sm:text-xl">{HOME_HERO.intro}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <ChatbotButton context={chatbotContexts.newVisitor} className={buttonStyles.light}>
            GET YOUR AUTOMATION TODAY
            <ArrowRight aria-hidden="true" className="size-5" />
          </ChatbotButton>
        </div>
        <StatsFigures />
      </div>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 700"
      width={1200}
      height={700}
    >
      <defs>
        <radialGradient id="hero-glow-a" cx="0.8" cy="0.2" r="0.6">
          <stop offset="0" stopColor="#3b6cf6" stopOpacity="0.55" />
          <stop offset="1" stopColor="#3b6cf6" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-glow-b" cx="0.1" cy="0.9" r="0.6">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity="0.4" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0V48" fill="none" stroke="#ffffff" strokeOpacity="0.06" />
        </pattern>
      </defs>
      <rect width="1200" height="700" fill="url(#hero-grid)" />
      <rect width="1200" height="700" fill="url(#hero-glow-a)" />
      <rect width="1200" height="700" fill="url(#hero-glow-b)" />
    </svg>
  );
}
