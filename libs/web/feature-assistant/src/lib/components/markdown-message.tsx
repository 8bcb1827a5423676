import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { parseLightMarkdown, type Inline } from '../markdown/light-markdown';

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return <Fragment key={i}>{node.text}</Fragment>;
    if (node.kind === 'bold') return <strong key={i}>{renderInline(node.children)}</strong>;
    if (node.kind === 'code')
      return (
        <Box
          key={i}
          component="code"
          sx={{
            fontFamily: 'monospace',
            fontSize: '0.9em',
            bgcolor: 'action.hover',
            px: 0.5,
            borderRadius: 0.5,
          }}
        >
          {node.text}
        </Box>
      );
    return node.external ? (
      <Link key={i} href={node.href} target="_blank" rel="noopener noreferrer">
        {renderInline(node.children)}
      </Link>
    ) : (
      <Link key={i} component={RouterLink} to={node.href}>
        {renderInline(node.children)}
      </Link>
    );
  });
}

/** An assistant reply in light Markdown, rendered as React elements (no HTML injection). */
export function MarkdownMessage({ text }: { text: string }) {
  return (
    <Box sx={{ '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } }}>
      {parseLightMarkdown(text).map((block, i) =>
        block.kind === 'paragraph' ? (
          <Typography key={i} sx={{ my: 1 }}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {renderInline(line)}
              </Fragment>
            ))}
          </Typography>
        ) : (
          <Box key={i} component={block.ordered ? 'ol' : 'ul'} sx={{ my: 1, pl: 3 }}>
            {block.items.map((item, j) => (
              <Typography key={j} component="li" sx={{ mb: 0.5 }}>
                {renderInline(item)}
              </Typography>
            ))}
          </Box>
        ),
      )}
    </Box>
  );
}
